import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Flex, type BreadcrumbProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';

type Props = { items: BreadcrumbProps['items']; /** Where the back button leads when the page was opened directly. */ list: string };

/** A detail page's breadcrumb with a back button: back to where the user came from, or to its list. */
export function BackBreadcrumb({ items, list }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate(list) : navigate(-1));
  return (
    <Flex align="center" gap={8}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Kembali" />
      <Breadcrumb items={items} />
    </Flex>
  );
}
