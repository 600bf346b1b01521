import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Props = { hasMore: boolean; loading: boolean; onMore: () => void };

/**
 * The foot of a phone's list: when it scrolls into view, the next page loads. It keeps loading
 * while it stays in view, so a first page too short to fill the screen still leads to more.
 */
export function ScrollMore({ hasMore, loading, onMore }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const foot = ref.current;
    if (!foot) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { rootMargin: '200px' });
    observer.observe(foot);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (inView && hasMore && !loading) onMore();
  }, [inView, hasMore, loading, onMore]);

  return (
    <div ref={ref} className="table-scroll-more" aria-hidden={!loading}>
      {loading && hasMore && <Spin size="small" />}
    </div>
  );
}
