import './bintang.css';

/** An award's stars, drawn as stars and read out as a number. */
export function Bintang({ value }: { value: number }) {
  return (
    <span className="bintang" role="img" aria-label={`${value} bintang`} title={`${value} bintang`}>
      {'★'.repeat(value)}
    </span>
  );
}
