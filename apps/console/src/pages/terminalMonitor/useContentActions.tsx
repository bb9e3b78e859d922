import type { TerminalItem, TerminalsTold } from '@apm/contract';
import { useAccess } from '../../access/useAccess';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { TERMINAL_CONTROL, useClearContent, useRefreshContent } from './api';

/**
 * Refreshing and clearing the content of terminals, from a row's drawer or for the terminals
 * chosen in the table: the terminals online are told at once, those offline when they return, as
 * the toast says. Clearing asks first: every publication leaves the terminals and they delete their
 * downloaded files. `done` runs after a success (e.g. to forget the choice).
 */
export function useContentActions() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { guard } = useAccess();
  const refreshContent = useRefreshContent();
  const clearContent = useClearContent();

  const told = ({ online, offline }: TerminalsTold) => {
    const text = t('terminal.content.told', { online, offline });
    void (online === 0 && offline > 0 ? message.info(text) : message.success(text));
  };
  const idsOf = (terminals: readonly TerminalItem[]) => terminals.map((tm) => tm.id).join(',');

  const refresh = (terminals: readonly TerminalItem[], done?: () => void) =>
    guard(TERMINAL_CONTROL, () => {
      if (terminals.length === 0) return;
      // A failure is said by the data layer's toast.
      refreshContent.mutate(
        { terminalIds: idsOf(terminals) },
        {
          onSuccess: ({ jsonObject }) => {
            told(jsonObject);
            done?.();
          },
        },
      );
    });

  const clear = (terminals: readonly TerminalItem[], done?: () => void) =>
    guard(TERMINAL_CONTROL, () => {
      if (terminals.length === 0) return;
      modal.confirm({
        title:
          terminals.length === 1
            ? t('terminal.content.clearTitle', { name: terminals[0]!.name })
            : t('terminal.content.clearManyTitle', { count: terminals.length }),
        content: t('terminal.content.clearConfirm'),
        okText: t('terminal.content.clear'),
        cancelText: t('terminal.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          const { jsonObject } = await clearContent.mutateAsync({ terminalIds: idsOf(terminals) });
          told(jsonObject);
          done?.();
        },
      });
    });

  return { refresh, clear, refreshing: refreshContent.isPending, clearing: clearContent.isPending };
}
