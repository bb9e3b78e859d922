import { Button, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from '../i18n/useTranslation';
import type { Authority } from './authority';
import { useAccess } from './useAccess';

export interface AuthButtonProps extends ButtonProps {
  /** The permission (or permission/role object) the action needs. */
  authority: Authority;
}

/** A button for a guarded action: disabled, with a 'No permission' tooltip, for a user who lacks it. */
export function AuthButton({ authority, ...props }: AuthButtonProps) {
  const { t } = useTranslation();
  const { can } = useAccess();
  if (can(authority)) return <Button {...props} />;
  return (
    <Tooltip title={t('common.noPermission')}>
      {/* A disabled button fires no pointer events, so the tooltip hangs on a wrapper. */}
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...props} disabled style={{ ...props.style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
