import { Button } from 'antd';
import { useNavigate } from 'react-router';

export function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/')}>
      Kembali ke Beranda
    </Button>
  );
}
