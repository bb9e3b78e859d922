import { Select, type SelectProps } from 'antd';
import { useState } from 'react';

/**
 * antd's Select whose list closes once an option is picked. antd 6.0.0 leaves the list open
 * after a click on an option (ant-design#55807, #56062, fixed after 6.0.0), so the open state
 * is held here and closed on every pick, the current option included.
 */
export function ClosingSelect<T extends string>({ onSelect, ...props }: SelectProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <Select<T>
      {...props}
      open={open}
      onOpenChange={setOpen}
      onSelect={(value, option) => {
        setOpen(false);
        onSelect?.(value, option);
      }}
    />
  );
}
