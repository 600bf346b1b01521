import { Card, Descriptions, Flex, Typography } from 'antd';
import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { cardSize, mobile } from '../../components/mobile';
import { ProfilePhoto } from '../../components/ProfilePhoto';
import { photoUrl } from './data-diri-values';
import { LABEL } from './labels';

const orDash = (value: string | null) => value || '-';

/** 'Sleman, 12-03-2004', or whichever half is known. */
const birth = (d: AlumniDataDiri) => [d.tempat_lahir, d.tgl_lahir].filter(Boolean).join(', ') || '-';

/**
 * The head of the short alumni page: photo, name, NIK and No.KTA, and a summary of the
 * personal data the tabs below hold in full.
 */
export function AlumniHeader({ data }: { data: AlumniDataDiri }) {
  return (
    <Card size={cardSize}>
      <Flex vertical={mobile} gap={mobile ? 16 : 24} align={mobile ? 'center' : 'flex-start'}>
        <ProfilePhoto src={photoUrl(data)} nama={data.nama} />
        <Flex vertical gap={12} className="alumni-header-body">
          <div className={mobile ? 'alumni-header-identity centered' : 'alumni-header-identity'}>
            <Typography.Title level={4}>{data.nama}</Typography.Title>
            <Typography.Text type="secondary">
              {LABEL.nik} {orDash(data.nik)} · {LABEL.no_kta} {orDash(data.no_kta)}
            </Typography.Text>
          </div>
          <Descriptions
            size="small"
            column={mobile ? 1 : 2}
            items={[
              { key: 'jenis_kelamin', label: LABEL.jenis_kelamin, children: orDash(data.jenis_kelamin) },
              { key: 'lahir', label: 'Tempat, Tanggal Lahir', children: birth(data) },
              { key: 'tahun_masuk', label: LABEL.tahun_masuk, children: orDash(data.tahun_masuk) },
              { key: 'tahun_lulus', label: LABEL.tahun_lulus, children: orDash(data.tahun_lulus) },
              { key: 'no_telp', label: LABEL.no_telp, children: orDash(data.no_telp) },
              { key: 'email', label: LABEL.email, children: orDash(data.email) },
            ]}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
