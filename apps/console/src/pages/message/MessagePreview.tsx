import { ReloadOutlined } from '@ant-design/icons';
import type { MessageLook } from '@apm/contract';
import { MessageView } from '@apm/render';
import { Button, Flex, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** The screen the message is previewed on: pixels of a 1080-pixel-high screen scale to the box's height. */
const SCREEN_HEIGHT = 1080;

/** A dark sample of what a terminal might be playing under the message. */
const SAMPLE_BACKGROUND =
  'radial-gradient(circle at 25% 30%, #2b4a6f 0%, transparent 45%), radial-gradient(circle at 80% 70%, #4a2b5f 0%, transparent 50%), linear-gradient(135deg, #101826 0%, #1c2333 60%, #0b0f18 100%)';

interface Props {
  look: MessageLook;
  /** Passes of a scrolling text before it ends (null: endless). */
  repeats: number | null;
}

/**
 * The message as a 16:9 screen would show it, over a dark sample background, drawn by the same
 * view as the player's. A message limited to a number of passes ends, and can be played again.
 */
export function MessagePreview({ look, repeats }: Props) {
  const { t } = useTranslation();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(0);
  const [run, setRun] = useState(0);
  /** The run whose passes ended (another look, or playing again, is another run). */
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    if (!box) return;
    setHeight(box.clientHeight);
    const observer = new ResizeObserver(() => setHeight(box.clientHeight));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);

  // Another look or number of passes plays from the start.
  const current = `${JSON.stringify([look, repeats])}:${run}`;
  const done = ended === current;
  const again = useCallback(() => setRun((r) => r + 1), []);

  const hasText = look.text.trim() !== '';
  return (
    <Flex vertical gap={8}>
      <div
        ref={setBox}
        data-message-preview
        aria-label={t('messages.preview.title')}
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          overflow: 'hidden',
          borderRadius: 6,
          background: SAMPLE_BACKGROUND,
        }}
      >
        {hasText && height > 0 && !done && (
          <MessageView
            key={current}
            look={look}
            scale={height / SCREEN_HEIGHT}
            repeats={repeats}
            onDone={() => setEnded(current)}
          />
        )}
        {!hasText && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.65)' }}>
              {t('messages.preview.noText')}
            </Typography.Text>
          </Flex>
        )}
        {done && (
          <Flex vertical gap={8} align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
            <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
              {t('messages.preview.ended', { count: repeats ?? 0 })}
            </Typography.Text>
            <Button size="small" icon={<ReloadOutlined />} onClick={again}>
              {t('messages.preview.again')}
            </Button>
          </Flex>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('messages.preview.hint')}
      </Typography.Text>
    </Flex>
  );
}
