import { Button, Divider, Drawer, Flex, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../feedback/useFeedback';
import { AnimationSection } from './AnimationSection';
import { LayoutSection } from './LayoutSection';
import { OtherSection } from './OtherSection';
import { useDisplaySettings } from './SettingsContext';
import { ThemeSection } from './ThemeSection';

/**
 * The display settings drawer (spec 2): every change applies at once; Save keeps the settings in
 * local storage; Reset asks, forgets them and reloads with the defaults.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { drawerOpen, setDrawerOpen, save, reset } = useDisplaySettings();

  const onSave = () => {
    if (save()) void message.success(t('settings.saved'));
    else void message.error(t('settings.saveFailed'));
  };
  const onReset = () =>
    modal.confirm({
      title: t('settings.resetTitle'),
      content: t('settings.resetContent'),
      okText: t('settings.reset'),
      okButtonProps: { danger: true },
      cancelText: t('settings.cancel'),
      onOk: reset,
    });

  return (
    <Drawer
      title={t('settings.title')}
      placement="right"
      size={320}
      open={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      // Changes apply at once: the page behind stays readable (no blur, a light shade) to show them.
      mask={{ blur: false }}
      styles={{ mask: { background: 'rgba(0, 0, 0, 0.15)' } }}
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={onReset}>{t('settings.reset')}</Button>
          <Button type="primary" onClick={onSave}>
            {t('settings.save')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('settings.hint')}
      </Typography.Paragraph>
      <ThemeSection />
      <Divider />
      <LayoutSection />
      <Divider />
      <OtherSection />
      <Divider />
      <AnimationSection />
    </Drawer>
  );
}
