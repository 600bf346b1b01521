import { SiswaRombelCard } from '../../../components/SiswaRombelCard';
import { useHasilTesHeader } from './api';

/** The student of the test results in their class group, as the violation history shows them. */
export function HasilTesHeader({ siswaId, rombelId }: { siswaId: number; rombelId: number }) {
  return <SiswaRombelCard header={useHasilTesHeader(siswaId, rombelId)} />;
}
