import { AlumniPhoto } from '../features/alumni/AlumniPhoto';
import ProfilePage from '../features/session/ProfilePage';

// The account page shows an alumnus's photo from the alumni area; features do not import each
// other, so the two meet here.

export default function ProfileRoutePage() {
  return <ProfilePage AlumniPhoto={AlumniPhoto} />;
}
