import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Dijital tabela yönetim konsolu',
  language: 'Dil',
  loading: 'Yükleniyor…',
  pageLoading: 'Sayfa yükleniyor',
  retry: 'Tekrar dene',
  noPermission: 'Yetki yok',
  noOperationPermission: 'Bu işlem için yetkiniz yok',
  account: 'Hesap',
  signOut: 'Oturumu kapat',
  backHome: 'Ana sayfaya dön',
  notSet: 'Ayarlanmadı',
  copyright: '© {{year}} APM dijital tabela platformu',
};
