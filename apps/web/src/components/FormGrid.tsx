import { Col, Row } from 'antd';
import { useId, type ReactNode } from 'react';
import './form-grid.css';

/** A titled group of form fields: one column on a phone, two or three on wider screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="form-section">
      <h3 id={id} className="form-section-title">
        {title}
      </h3>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

/** One field's place in a section; `wide` spans the whole row (an address, a map). */
export function Cell({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return wide ? (
    <Col span={24}>{children}</Col>
  ) : (
    <Col xs={24} md={12} xl={8}>
      {children}
    </Col>
  );
}
