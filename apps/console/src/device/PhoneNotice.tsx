import { DesktopOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from '../i18n/useTranslation';
import { useBrandTitle } from '../brand/BrandContext';
import { BrandMark } from '../brand/BrandMark';
import { IconResult } from '../components/IconResult';

/** What a phone sees instead of the console (spec 1: PC only; tablets are welcome). */
export function PhoneNotice() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = useBrandTitle();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 24, background: token.colorBgLayout }}
    >
      <Flex align="center" gap={12} style={{ fontSize: 20, fontWeight: 600 }}>
        <BrandMark size={32} />
        <span>{title}</span>
      </Flex>
      <IconResult icon={<DesktopOutlined />} title={t('shell.phoneTitle')} subTitle={t('shell.phoneText')} />
    </Flex>
  );
}
