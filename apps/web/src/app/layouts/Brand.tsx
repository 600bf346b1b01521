/** Logo and school name at the top of the menu. */
export function Brand({ school, compact = false }: { school: string; compact?: boolean }) {
  return (
    <div className="brand">
      <img className="brand-logo" src="/icons/icon-192.png" alt="" width={32} height={32} />
      {!compact && (
        <div className="brand-text">
          <strong>Madrasah Digital</strong>
          <span>{school}</span>
        </div>
      )}
    </div>
  );
}
