import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { ProfilePhoto } from '../../components/ProfilePhoto';
import { ReadCard } from '../../components/ReadCard';
import { photoUrl } from './data-diri-values';
import { LABEL } from './labels';
import { fieldItems, ReadSections, type ReadSection } from '../../components/ReadSections';
import { addressItems } from '../../components/student-record/address-items';

const items = fieldItems(LABEL);

function sections(d: AlumniDataDiri, withPhoto: boolean): ReadSection[] {
  return [
    {
      title: 'Data Pribadi',
      aside: withPhoto && <ProfilePhoto src={photoUrl(d)} nama={d.nama} />,
      // The birth date is answered as DD-MM-YYYY, the display format already.
      items: items(d, ['nama', 'nik', 'no_kta', 'jenis_kelamin', 'tempat_lahir', 'tgl_lahir', 'tahun_masuk', 'tahun_lulus']),
    },
    { title: 'Kontak', items: items(d, ['no_telp', 'email']) },
    { title: 'Alamat', items: addressItems(d) },
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
