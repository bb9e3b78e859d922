// The editor names kinds as every page does (components/widgetKinds), so management and editor agree.
export { kindName } from '../../../components/widgetKinds';
