import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { ProfilePhoto } from '../../components/ProfilePhoto';
import { ReadCard } from '../../components/ReadCard';
import { photoUrl } from './data-diri-values';
import { LABEL } from './labels';
import { ReadSections, type ReadSection } from './ReadSections';
import { addressItems } from '../../components/student-record/address-items';

function sections(d: AlumniDataDiri, withPhoto: boolean): ReadSection[] {
  return [
    {
      title: 'Data Pribadi',
      aside: withPhoto && <ProfilePhoto src={photoUrl(d)} nama={d.nama} />,
      items: [
        { label: LABEL.nama, value: d.nama },
        { label: LABEL.nik, value: d.nik },
        { label: LABEL.no_kta, value: d.no_kta },
        { label: LABEL.jenis_kelamin, value: d.jenis_kelamin },
        { label: LABEL.tempat_lahir, value: d.tempat_lahir },
        // Answered as DD-MM-YYYY, the display format already.
        { label: LABEL.tgl_lahir, value: d.tgl_lahir },
        { label: LABEL.tahun_masuk, value: d.tahun_masuk },
        { label: LABEL.tahun_lulus, value: d.tahun_lulus },
      ],
    },
    {
      title: 'Kontak',
      items: [
        { label: LABEL.no_telp, value: d.no_telp },
        { label: LABEL.email, value: d.email },
      ],
    },
    {
      title: 'Alamat',
      items: [...addressItems(d)],
    },
  ];
}

type Props = {
  data: AlumniDataDiri;
  /** False when the page's header shows the same photo already. */
  withPhoto: boolean;
  onEdit?: () => void;
};

/** The alumni's personal data, grouped; 'Edit' only for users who may change it. */
export function DataDiriView({ data, withPhoto, onEdit }: Props) {
  return (
    <ReadCard title="Data Diri" onEdit={onEdit}>
      <ReadSections sections={sections(data, withPhoto)} />
    </ReadCard>
  );
}
