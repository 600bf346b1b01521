import type { JadwalRow } from '@madrasah/contract/schemas/dashboard';
import { JADWAL_HARI, type Hari } from '@madrasah/contract/jadwal';
import { hariLabel } from './jadwal-hari';
import { Lesson } from './Lesson';

type Props = { table: JadwalRow[]; today: Hari | undefined };

/**
 * The week as a grid: 'Jam Ke-' down the side, Senin to Ahad across. A plain table: it needs
 * no sorting or paging, and antd's Table, one of its heaviest components, stays off the
 * dashboard's first load. It scrolls sideways inside its card when the window is narrow.
 */
export function JadwalTable({ table, today }: Props) {
  return (
    <div className="jadwal-scroll" tabIndex={0} role="region" aria-label="Jadwal pelajaran mingguan">
      <table className="jadwal-table">
        <thead>
          <tr>
            <th scope="col" className="jadwal-jam">
              Jam Ke-
            </th>
            {JADWAL_HARI.map((hari) => (
              <th key={hari} scope="col" className={hari === today ? 'jadwal-today' : undefined}>
                {hariLabel(hari)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.map((row) => (
            <tr key={row.jam_ke}>
              <th scope="row" className="jadwal-jam">
                {row.jam_ke}
              </th>
              {JADWAL_HARI.map((hari) => {
                const lesson = row[hari];
                return (
                  <td key={hari} className={hari === today ? 'jadwal-today' : undefined}>
                    {lesson ? <Lesson lesson={lesson} /> : <span className="lesson-free">-</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
