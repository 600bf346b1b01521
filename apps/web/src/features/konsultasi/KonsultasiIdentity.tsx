import { Avatar, Card, Descriptions, Skeleton } from 'antd';
import type { Pair } from '@madrasah/contract/schemas/konsultasi';
import defaultAvatar from '../../assets/avatar-default.svg';
import { InlineLoadError } from '../../components/InlineLoadError';
import { mobile } from '../../components/mobile';
import { useKonsultasiHeader } from './api';

/** One identity block: a title over its title/description pairs, '-' for a blank one. */
function IdentityBlock({ title, pairs }: { title: string; pairs: Pair[] }) {
  return (
    <Descriptions
      className="konsultasi-identity-block"
      title={title}
      size="small"
      column={1}
      items={pairs.map(({ title: label, description }, index) => ({ key: `${index}-${label}`, label, children: description || '-' }))}
    />
  );
}

/** The student's photo beside who the consultation concerns: the student, the guardian and the counselling teacher. */
export function KonsultasiIdentity() {
  const { data, isPending, isError, refetch } = useKonsultasiHeader();
  if (isPending)
    return (
      <Card>
        <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 3 }} />
      </Card>
    );
  if (isError)
    return (
      <Card>
        <InlineLoadError onRetry={() => void refetch()} />
      </Card>
    );
  const nama = data.data1[0]?.description;
  return (
    <Card size={mobile ? 'small' : 'default'} className="konsultasi-identity">
      <Avatar
        className="konsultasi-identity-photo"
        shape="square"
        size={mobile ? 88 : 120}
        src={data.foto ? `${data.main_path}${data.foto}` : defaultAvatar}
        alt={nama ? `Foto ${nama}` : 'Foto peserta didik'}
      />
      <div className="konsultasi-identity-blocks">
        <IdentityBlock title="Data Siswa" pairs={data.data1} />
        <IdentityBlock title="Data Wali" pairs={data.data2} />
        <IdentityBlock title="Guru BK" pairs={data.data3} />
      </div>
    </Card>
  );
}
