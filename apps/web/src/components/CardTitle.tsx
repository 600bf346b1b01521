import type { ReactNode } from 'react';

/** A card's title with its icon in the brand colour. */
export function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span style={{ color: 'var(--brand)', display: 'inline-flex' }}>{icon}</span>
      {children}
    </span>
  );
}
