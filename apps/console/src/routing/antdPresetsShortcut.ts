import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRESETS = '../../color-picker/components/ColorPresets';
const STYLES = /node_modules\/antd\/es\/(button|tag)\/style\/(token|index)\.js$/;
const COPY = fileURLToPath(new URL('../styles/antdIsBright.ts', import.meta.url));

/**
 * antd's button and tag styles take one small function, `isBright`, from the colour picker's
 * presets module, which also imports the Collapse component; Collapse's module assigns its panel
 * when it loads, so the bundler keeps it, and every first load carried Collapse and rc-collapse.
 * The build gives those styles a copy of the function instead (styles/antdIsBright.ts).
 */
export function antdPresetsShortcut(): Plugin {
  return {
    name: 'apm-antd-presets-shortcut',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === PRESETS && importer && STYLES.test(importer) ? COPY : null;
    },
  };
}
