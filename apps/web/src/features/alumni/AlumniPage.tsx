import { Breadcrumb, Empty, Flex } from 'antd';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { ALUMNI_INTERNAL } from '@madrasah/contract/schemas/alumni';
import LoadError from '../../components/LoadError';
import { PageLoader } from '../../components/PageLoader';
import { usePrivilege } from '../../lib/session';
import { useAlumniDataDiri } from './api';
import { ShortLayout } from './ShortLayout';
// The read lists and form sections shared with the student pages take their look from here.
import '../../components/student-record/student-record.css';
import './alumni.css';

// Only an internal alumnus downloads the student record's tabs.
const InternalLayout = lazy(() => import('./InternalLayout'));

/** The signed-in alumnus's record; its type chooses the layout. */
function AlumniRecord({ alumniId }: { alumniId: number }) {
  const { data, isPending, isError, refetch } = useAlumniDataDiri(alumniId);
  if (isPending) return <PageLoader />;
  if (isError) return <LoadError title="Data alumni gagal dimuat" onRetry={() => void refetch()} />;
  // An internal alumnus without a student record has no student tabs to show.
  if (data.alumni_tipe === ALUMNI_INTERNAL && data.siswa_id !== null)
    return (
      <Suspense fallback={<PageLoader />}>
        <InternalLayout data={data} siswaId={data.siswa_id} />
      </Suspense>
    );
  return <ShortLayout data={data} />;
}

/** '/peserta-didik/alumni': the alumni detail of the signed-in profile (spec 02 section 2). */
export default function AlumniPage() {
  const alumniId = usePrivilege().profile_ex.alumni_id;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: 'Peserta Didik' }, { title: <Link to={PAGE.alumni}>Alumni</Link> }, { title: 'Detail' }]} />
      {alumniId === null ? <Empty description="Data alumni tidak ditemukan" /> : <AlumniRecord alumniId={alumniId} />}
    </Flex>
  );
}
