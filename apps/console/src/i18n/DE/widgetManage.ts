import type { widgetManage as US } from '../US/widgetManage';

export const widgetManage: typeof US = {
  intro:
    'Legen Sie fest, welche Widgets der Programmeditor anbietet und welche Größe ein neues erhält. Programme, die ein Widget bereits enthalten, behalten es und bleiben bearbeitbar, egal was hier eingestellt ist.',
  catalogue: {
    title: 'Widgets der Plattform',
    help: 'Ein ausgeschaltetes Widget bietet der Editor keiner Institution an. Die Standardgröße ist in Pixeln der Leinwand; ein Widget, das größer als seine Leinwand ist, wird passend verkleinert.',
    icon: 'Symbol',
    name: 'Widget',
    enabled: 'Angeboten',
    enabledOf: '{{name}} anbieten',
    size: 'Standardgröße (Breite × Höhe)',
    widthOf: 'Standardbreite von {{name}}',
    heightOf: 'Standardhöhe von {{name}}',
    save: 'Speichern',
    saveOf: 'Standardgröße von {{name}} speichern',
    saved: '{{name}} gespeichert',
  },
  offices: {
    title: 'Widgets je Institution',
    help: 'Eine Institution bietet an, was die Institutionen über ihr erlauben. Mit einer eigenen Liste bietet sie nur die Widgets dieser Liste an, ebenso die Institutionen unter ihr, sofern sie die Auswahl nicht weiter einschränken.',
    search: 'Institutionen suchen',
    institution: 'Institution',
    source: 'Widgets von',
    inherited: 'Institutionen darüber',
    own: 'Eigene Liste',
    widgets: 'In ihrem Editor angeboten',
    none: 'Keine',
    actions: 'Aktionen',
    set: 'Festlegen',
    setOf: 'Widgets von {{name}} festlegen',
    total: '{{count}} Institutionen',
    noneMatching: 'Keine Institution gefunden',
  },
  office: {
    title: 'Widgets von {{name}}',
    help: 'Widgets, die darüber nicht erlaubt sind, können nicht gewählt werden; ein für die Plattform ausgeschaltetes Widget wird wieder angeboten, sobald es eingeschaltet ist.',
    inherit: 'Wie die Institutionen darüber erlauben',
    own: 'Nur die hier gewählten Widgets',
    notAbove: 'Darüber nicht erlaubt',
    switchedOff: 'Ausgeschaltet',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Widgets von {{name}} gespeichert',
  },
  rules: {
    notAllowedAbove:
      'Eine Institution darüber erlaubt einige dieser Widgets nicht mehr: Öffnen Sie die Liste erneut und wählen Sie noch einmal.',
  },
};
