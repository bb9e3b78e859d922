import { Button, Tooltip, type ButtonProps } from 'antd';
import { AuthButton } from '../access/AuthButton';
import type { Authority } from '../access/authority';
import { useAccess } from '../access/useAccess';

interface Props extends ButtonProps {
  authority: Authority;
  /** Why the action does not apply here although the user may do it (e.g. deleting oneself); shown as a tooltip. */
  blockedReason?: string;
  /** An icon-only button: its name, read out and shown as a tooltip (compact rows in any language). */
  label?: string;
}

/**
 * A guarded button (AuthButton: disabled with 'No permission' for a user who lacks the authority)
 * that can also be disabled for a reason of the row it acts on, saying that reason.
 */
export function GuardedButton({ authority, blockedReason, label, ...props }: Props) {
  const { can } = useAccess();
  const named = label ? { ...props, 'aria-label': label } : props;
  if (!can(authority)) return <AuthButton authority={authority} {...named} />;
  if (blockedReason) {
    return (
      <Tooltip title={blockedReason}>
        {/* A disabled button fires no pointer events, so the tooltip hangs on a wrapper. */}
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-blocked-reason={blockedReason}>
          <Button {...named} disabled style={{ ...props.style, pointerEvents: 'none' }} />
        </span>
      </Tooltip>
    );
  }
  return label ? (
    <Tooltip title={label}>
      <Button {...named} />
    </Tooltip>
  ) : (
    <Button {...named} />
  );
}
