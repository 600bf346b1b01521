import { useServerClock, type ServerClock } from '../../lib/server-clock';

/** The school's time, ticking on its own so the rest of the dialog does not re-render. */
export function ClockDisplay({ clock }: { clock: ServerClock }) {
  const time = useServerClock(clock);
  return (
    <time className="rekam-time" aria-label="Jam server">
      {time}
    </time>
  );
}
