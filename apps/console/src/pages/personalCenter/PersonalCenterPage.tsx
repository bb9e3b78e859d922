import { Col, Row } from 'antd';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';

/** /personalCenter: the signed-in user's own profile, avatar and password (hidden from the menu). */
export function PersonalCenterPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <ProfileCard />
      </Col>
      <Col xs={24} xl={10}>
        <PasswordCard />
      </Col>
    </Row>
  );
}
