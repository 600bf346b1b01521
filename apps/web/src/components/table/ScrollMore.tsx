import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Props = { hasMore: boolean; loading: boolean; onMore: () => void };

/** How near the screen's bottom the foot may come before the next page loads. */
const AHEAD_PX = 200;

/**
 * The foot of a phone's list: when it scrolls near the screen, the next page loads. It keeps
 * loading while it stays near, so a first page too short to fill the screen still leads to
 * more. The observer only says when to look again; whether the foot is near is measured on the
 * rendered list, so the empty list before the first page never asks for a second one.
 */
export function ScrollMore({ hasMore, loading, onMore }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    const foot = ref.current;
    if (!foot) return;
    const observer = new IntersectionObserver(() => setMoves((n) => n + 1), { rootMargin: `${AHEAD_PX}px` });
    observer.observe(foot);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const foot = ref.current;
    if (foot && hasMore && !loading && foot.getBoundingClientRect().top < window.innerHeight + AHEAD_PX) onMore();
  }, [moves, hasMore, loading, onMore]);

  return (
    <div ref={ref} className="table-scroll-more" aria-hidden={!loading}>
      {loading && hasMore && <Spin size="small" />}
    </div>
  );
}
