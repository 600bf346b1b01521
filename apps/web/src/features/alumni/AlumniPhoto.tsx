import { ProfilePhoto } from '../../components/ProfilePhoto';
import { useAlumniDataDiri } from './api';
import { photoUrl } from './data-diri-values';

/** An alumnus's photo as their record holds it now (the account page's photo card). */
export function AlumniPhoto({ alumniId, nama }: { alumniId: number; nama: string }) {
  const { data } = useAlumniDataDiri(alumniId);
  return <ProfilePhoto src={data && photoUrl(data)} nama={nama} />;
}
