import { useNow } from '../../react/ClockContext.js';
import type { WidgetViewProps } from '../../react/types.js';
import { TextLookBox } from '../TextLookBox.js';
import type { DateWidget } from './model.js';
import { dateText } from './format.js';

/** Draws a date widget: today's date, again as the day changes. */
export function DateView({ widget }: WidgetViewProps<DateWidget>) {
  const now = useNow();
  return <TextLookBox look={widget.props}>{dateText(now, widget.props)}</TextLookBox>;
}
