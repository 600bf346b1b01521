import useCardStyle from 'antd/es/card/style';
import type { ReactNode } from 'react';

type Props = { title?: ReactNode; extra?: ReactNode; className?: string; children: ReactNode };

const PREFIX = 'ant-card';

/**
 * antd's bordered Card, drawn with antd's own Card classes and styles but without its code:
 * Card brings Tabs (for card tabs), which the dashboard's first load does without.
 */
export function PlainCard({ title, extra, className, children }: Props) {
  const [hashId, cssVarCls] = useCardStyle(PREFIX);
  const classes = [PREFIX, `${PREFIX}-bordered`, className, hashId, cssVarCls].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {(title || extra) && (
        <div className={`${PREFIX}-head`}>
          <div className={`${PREFIX}-head-wrapper`}>
            {title && <div className={`${PREFIX}-head-title`}>{title}</div>}
            {extra && <div className={`${PREFIX}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      <div className={`${PREFIX}-body`}>{children}</div>
    </div>
  );
}
