import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import type { PublishTerminal } from '@apm/contract';
import { Button, Card, Flex, Result, Steps, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../access/useAccess';
import { FullWindow } from '../../components/FullWindow';
import { TERMINAL_CALLS } from '../../components/publish/terminalCalls';
import { chosenState, kindsHeld, publishSetPath, type PublishTarget } from '../../components/publish/target';
import { TerminalChooser } from '../../components/TerminalChooser';
import { useTranslation } from '../../i18n/useTranslation';
import { SubjectPicker } from './SubjectPicker';

/**
 * /terminalSelection: publishing terminal first. Choose the terminals in the whole window (the
 * office tree and search, room for large fleets), then what to send them (a program, a plan or a
 * message of the kinds the user may publish), and go on to /publishSet with those terminals chosen
 * (in the navigation's state: a fleet's ids do not belong in an address).
 */
export function TerminalSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAccess();
  const kinds = kindsHeld(can);
  const [step, setStep] = useState<0 | 1>(0);
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(new Map());
  const [picked, setPicked] = useState<PublishTarget | null>(null);
  const close = () => void navigate('/home');

  if (kinds.length === 0) {
    return (
      <FullWindow title={t('menu.terminalSelection')} onClose={close}>
        <Result status="403" title={t('fullWindow.mayPublishNothing')} subTitle={t('exception.routeDenied')} />
      </FullWindow>
    );
  }

  const next = () => {
    if (!picked) return;
    void navigate(publishSetPath(picked.kind, picked.id), { state: chosenState(chosen) });
  };

  return (
    <FullWindow
      title={t('menu.terminalSelection')}
      status={<Tag data-chosen={chosen.size}>{t('fullWindow.chosen', { count: chosen.size })}</Tag>}
      extra={
        step === 0 ? (
          <Button type="primary" icon={<ArrowRightOutlined />} disabled={chosen.size === 0} onClick={() => setStep(1)}>
            {t('fullWindow.chooseWhat')}
          </Button>
        ) : (
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => setStep(0)}>
              {t('fullWindow.backToTerminals')}
            </Button>
            <Button type="primary" icon={<ArrowRightOutlined />} disabled={!picked} onClick={next}>
              {t('fullWindow.goPublish')}
            </Button>
          </>
        )
      }
      onClose={close}
    >
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={step}
          items={[
            { title: t('fullWindow.stepTerminals') },
            { title: t('fullWindow.stepWhat') },
            { title: t('fullWindow.stepPublish') },
          ]}
        />
        {step === 0 ? (
          <Card size="small" title={t('fullWindow.where')}>
            <TerminalChooser calls={TERMINAL_CALLS[kinds[0]!]} chosen={chosen} onChosen={setChosen} roomy />
          </Card>
        ) : (
          <Card size="small" title={t('fullWindow.what')}>
            <SubjectPicker kinds={kinds} picked={picked} onPick={setPicked} />
          </Card>
        )}
      </Flex>
    </FullWindow>
  );
}
