import type { widgetManage as US } from '../US/widgetManage';

export const widgetManage: typeof US = {
  intro:
    'Wybierz, które widżety oferuje edytor programów i jaki rozmiar dostaje nowy widżet. Programy, które już zawierają widżet, zachowują go i nadal można je edytować, niezależnie od tych ustawień.',
  catalogue: {
    title: 'Widżety platformy',
    help: 'Wyłączony widżet nie jest oferowany w edytorze żadnej instytucji. Domyślny rozmiar jest w pikselach płótna; widżet większy niż jego płótno zostaje zmniejszony, by się zmieścił.',
    icon: 'Ikona',
    name: 'Widżet',
    enabled: 'Oferowany',
    enabledOf: 'Oferuj: {{name}}',
    size: 'Domyślny rozmiar (szerokość × wysokość)',
    widthOf: 'Domyślna szerokość: {{name}}',
    heightOf: 'Domyślna wysokość: {{name}}',
    save: 'Zapisz',
    saveOf: 'Zapisz domyślny rozmiar: {{name}}',
    saved: 'Zapisano: {{name}}',
  },
  offices: {
    title: 'Widżety każdej instytucji',
    help: 'Instytucja oferuje to, na co pozwalają instytucje nad nią. Z własną listą oferuje tylko widżety z tej listy, podobnie instytucje pod nią, chyba że zawężą ją jeszcze bardziej.',
    search: 'Szukaj instytucji',
    institution: 'Instytucja',
    source: 'Widżety według',
    inherited: 'Instytucji powyżej',
    own: 'Własnej listy',
    widgets: 'Oferowane w jej edytorze',
    none: 'Brak',
    actions: 'Działania',
    set: 'Ustaw',
    setOf: 'Ustaw widżety instytucji {{name}}',
    total: 'Instytucje: {{count}}',
    noneMatching: 'Nie znaleziono instytucji',
  },
  office: {
    title: 'Widżety instytucji {{name}}',
    help: 'Widżetów niedozwolonych powyżej nie można wybrać; widżet wyłączony dla platformy wraca do oferty, gdy zostanie włączony.',
    inherit: 'Tak, jak pozwalają instytucje powyżej',
    own: 'Tylko widżety wybrane tutaj',
    notAbove: 'Niedozwolony powyżej',
    switchedOff: 'Wyłączony',
    save: 'Zapisz',
    cancel: 'Anuluj',
    saved: 'Zapisano widżety instytucji {{name}}',
  },
  rules: {
    notAllowedAbove:
      'Instytucja powyżej nie pozwala już na niektóre z tych widżetów: otwórz listę ponownie i wybierz jeszcze raz.',
  },
};
