import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { AvatarMenu } from './AvatarMenu';
import { DataRangeControl } from './DataRangeControl';
import { JumpLink } from './JumpLink';

/**
 * The right end of the header: the "4.0" link, the widgets other features put there (`extra`:
 * the notice bell), the language switcher and the avatar menu (spec 1).
 */
export function HeaderActions({ extra }: { extra?: ReactNode }) {
  return (
    <Flex align="center" gap={4} style={{ flex: 'none' }}>
      <JumpLink />
      {extra}
      <LanguageSwitcher />
      <DataRangeControl />
      <AvatarMenu />
    </Flex>
  );
}
