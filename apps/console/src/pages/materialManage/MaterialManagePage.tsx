import {
  AppstoreOutlined,
  CopyOutlined,
  DeleteOutlined,
  ExportOutlined,
  ReloadOutlined,
  ScissorOutlined,
  SnippetsOutlined,
  UnorderedListOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  materialApi,
  materialLibraryApi,
  MATERIAL_KINDS,
  MATERIAL_STATUSES,
  TOP_FOLDER,
  type MaterialItem,
  type MaterialsInUse,
} from '@apm/contract';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Input,
  List,
  Pagination,
  Segmented,
  Select,
  Spin,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { useLiveEvents } from '../../api/useLiveEvents';
import { useAccess } from '../../access/useAccess';
import { GuardedButton } from '../../components/GuardedButton';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import {
  MATERIAL_DELETE,
  MATERIAL_EDIT,
  MATERIAL_UPLOAD,
  useMaterialPage,
  useUploaders,
  useUploadLimit,
  type MaterialQuery,
} from './api';
import { setClipboard, useClipboard } from './clipboard';
import { DetailsDrawer } from './DetailsDrawer';
import { FolderPanel, type Place } from './FolderPanel';
import { CARD_HEIGHT, MaterialCard } from './MaterialCard';
import { MaterialTable } from './MaterialTable';
import { MoveModal } from './MoveModal';
import { PreviewModal } from './PreviewModal';
import { ReviewTag } from './ReviewTag';
import { QuotaBar } from './QuotaBar';
import { StorageDrawer } from './StorageDrawer';
import { AddWebPageButton } from './AddWebPageButton';
import { ConvertProgress } from './ConvertProgress';
import { ACCEPT, UploadPanel } from './UploadPanel';
import { useUploads } from './useUploads';
import { VirtualGrid } from './VirtualGrid';

/** The orders offered, each a sort and a direction. */
const ORDERS = {
  newest: { sort: 'createdAt', order: 'desc' },
  oldest: { sort: 'createdAt', order: 'asc' },
  nameAsc: { sort: 'name', order: 'asc' },
  nameDesc: { sort: 'name', order: 'desc' },
  largest: { sort: 'size', order: 'desc' },
  smallest: { sort: 'size', order: 'asc' },
} as const;
type OrderName = keyof typeof ORDERS;

const PAGE_SIZES = [50, 100, 200];
/** The height of the grid's or list's scrolled area: the page below the toolbar. */
const VIEW_HEIGHT = 'max(420px, calc(100vh - 360px))';

/**
 * /resManage/myRes: the material library. Left, the office and its folders; right, the materials
 * of the place chosen (a folder, the top of the library, or all of them) as a grid or a list,
 * paged on the server, searched by name, filtered by kind, state and uploader, sorted; selected
 * materials are copied or cut and pasted elsewhere, moved, deleted (refused, with the programs
 * using them, while used); a material's details open beside the grid; uploads land in the folder
 * shown.
 */
export function MaterialManagePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const { can, guard } = useAccess();
  const [place, setPlace] = useState<Place>({ folderId: TOP_FOLDER });
  const [filters, setFilters] = useState<Omit<MaterialQuery, 'officeId' | 'folderId'>>({
    name: '',
    kind: '',
    status: '',
    createdBy: '',
    sort: 'createdAt',
    order: 'desc',
    pageNo: 1,
    pageSize: 50,
  });
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Map<string, MaterialItem>>(new Map());
  const [previewing, setPreviewing] = useState<MaterialItem>();
  const [detailsOf, setDetailsOf] = useState<string>();
  const [moving, setMoving] = useState<{ mode: 'move' | 'copy'; items: MaterialItem[] }>();
  const clipboard = useClipboard();
  const limit = useUploadLimit();
  const uploads = useUploads(limit);
  const query: MaterialQuery = { ...filters, ...place };
  const page = useMaterialPage(query);
  const uploaders = useUploaders(place.officeId);
  const remove = useChange(materialApi.delete, { quiet: true });
  const paste = useChange(materialLibraryApi.paste, { quiet: true });
  // material.changed (made, processed, moved, deleted in the range) refreshes the list and the folders.
  useLiveEvents();

  const list = page.data?.list ?? [];
  /** Where uploads and web pages go: the folder shown, else the top of the office shown. */
  const target = {
    officeId: place.officeId,
    folderId: place.folderId && place.folderId !== TOP_FOLDER ? place.folderId : undefined,
  };
  const chosen = [...selected.values()];
  const filtered = filters.name !== '' || filters.kind !== '' || filters.status !== '' || filters.createdBy !== '';
  const orderName = (Object.keys(ORDERS) as OrderName[]).find(
    (k) => ORDERS[k].sort === filters.sort && ORDERS[k].order === filters.order,
  );

  const goTo = (p: Place) => {
    setPlace(p);
    setFilters((f) => ({ ...f, pageNo: 1 }));
  };
  const select = (m: MaterialItem, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(m.id, m);
      else next.delete(m.id);
      return next;
    });
  const allOnPage = list.length > 0 && list.every((m) => selected.has(m.id));
  const selectPage = (on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      for (const m of list) {
        if (on) next.set(m.id, m);
        else next.delete(m.id);
      }
      return next;
    });

  /** A refusal to delete materials still used: which programs and plans use which material. */
  const showUses = (uses: MaterialsInUse['uses'], materials: MaterialItem[]) => {
    const nameOf = new Map(materials.map((m) => [m.id, m.name]));
    modal.error({
      title: t('library.inUse.title', { count: new Set(uses.map((u) => u.materialId)).size }),
      width: 520,
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>{t('library.inUse.explain')}</Typography.Text>
          <List
            size="small"
            data-testid="material-in-use"
            dataSource={uses}
            renderItem={(u) => (
              <List.Item>
                <Typography.Text strong>{nameOf.get(u.materialId) ?? u.materialId}</Typography.Text>
                <span>
                  <Tag>{t(`library.useKinds.${u.kind}`)}</Tag>
                  {u.name || t('library.details.outsideRange')}
                </span>
              </List.Item>
            )}
          />
        </Flex>
      ),
    });
  };

  const confirmDelete = (materials: MaterialItem[]) =>
    guard(MATERIAL_DELETE, () =>
      modal.confirm({
        title:
          materials.length === 1
            ? t('material.deleteTitle', { name: materials[0]!.name })
            : t('material.deleteManyTitle', { count: materials.length }),
        content: t('material.deleteConfirm'),
        okText: t('material.delete'),
        cancelText: t('material.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            const r = await remove.mutateAsync({ ids: materials.map((m) => m.id).join(',') });
            setSelected((s) => new Map([...s].filter(([id]) => !materials.some((m) => m.id === id))));
            void message.success(t('material.deleted', { count: r.jsonObject.count }));
          } catch (err) {
            const uses = err instanceof ApiError ? (err.jsonObject as MaterialsInUse | undefined)?.uses : undefined;
            if (uses?.length) showUses(uses, materials);
            else void message.error(errorText(err, translate));
          }
        },
      }),
    );

  /** Pastes `what` (the clipboard, or a "move to"/"copy to") into a folder of the office shown. */
  const pasteInto = async (
    what: { isCut: boolean; type: 'material' | 'folder'; ids: string[] },
    folderId: string | undefined,
  ): Promise<boolean> => {
    try {
      const r = await paste.mutateAsync({
        isCut: what.isCut ? 'true' : 'false',
        type: what.type,
        ids: what.ids.join(','),
        officeId: place.officeId,
        folderId: folderId === TOP_FOLDER ? undefined : folderId,
      });
      const n = r.jsonObject;
      void message.success(
        t(what.isCut ? 'library.clipboard.moved' : 'library.clipboard.copied', {
          count: n.materials + n.folders,
        }),
      );
      return true;
    } catch (err) {
      const reason = err instanceof ApiError ? err.fields[0]?.message : undefined;
      void message.error(reason === 'intoItself' ? t('library.clipboard.intoItself') : errorText(err, translate));
      return false;
    }
  };

  const pasteClipboard = () =>
    guard(MATERIAL_EDIT, async () => {
      if (!clipboard) return;
      if (await pasteInto(clipboard, place.folderId)) {
        if (clipboard.isCut) setClipboard(undefined);
        setSelected(new Map());
      }
    });

  const toClipboard = (isCut: boolean) =>
    guard(MATERIAL_EDIT, () => {
      setClipboard({ isCut, type: 'material', ids: chosen.map((m) => m.id), names: chosen.map((m) => m.name) });
      void message.info(
        t(isCut ? 'library.clipboard.cutDone' : 'library.clipboard.copyDone', { count: chosen.length }),
      );
    });

  const cardOf = (m: MaterialItem) => (
    <MaterialCard
      material={m}
      selected={selected.has(m.id)}
      onSelect={(on) => select(m, on)}
      onPreview={() => setPreviewing(m)}
      onDetails={() => setDetailsOf(m.id)}
      onDelete={() => confirmDelete([m])}
      extra={
        <>
          <ReviewTag material={m} />
          <ConvertProgress material={m} compact />
        </>
      }
    />
  );

  return (
    <Card
      title={t('menu.materialManage')}
      extra={
        <Flex gap={12} align="center">
          <QuotaBar officeId={place.officeId} />
          <StorageDrawer />
        </Flex>
      }
      styles={{ body: { paddingBlock: 16 } }}
    >
      <Flex gap={16} align="start">
        <div style={{ width: 260, flex: 'none' }}>
          <FolderPanel place={place} onPlace={goTo} onPaste={pasteClipboard} />
        </div>
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
          <Flex wrap gap={8} align="center">
            <Input.Search
              allowClear
              aria-label={t('material.search')}
              placeholder={t('material.search')}
              style={{ maxWidth: 240 }}
              onSearch={(name) => setFilters((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
            />
            <Select
              aria-label={t('material.kind')}
              style={{ width: 140 }}
              value={filters.kind}
              onChange={(kind: MaterialQuery['kind']) => setFilters((q) => ({ ...q, kind, pageNo: 1 }))}
              options={[
                { value: '', label: t('material.kinds.all') },
                ...MATERIAL_KINDS.map((k) => ({ value: k, label: t(`material.kinds.${k}`) })),
              ]}
            />
            <Select
              aria-label={t('library.statusFilter')}
              style={{ width: 150 }}
              value={filters.status}
              onChange={(status: MaterialQuery['status']) => setFilters((q) => ({ ...q, status, pageNo: 1 }))}
              options={[
                { value: '', label: t('library.statuses.all') },
                ...MATERIAL_STATUSES.map((s) => ({ value: s, label: t(`library.statuses.${s}`) })),
              ]}
            />
            <Select
              aria-label={t('library.uploader')}
              style={{ width: 160 }}
              value={filters.createdBy}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(createdBy: string) => setFilters((q) => ({ ...q, createdBy, pageNo: 1 }))}
              options={[
                { value: '', label: t('library.uploaders.all') },
                ...(uploaders.data?.jsonObject ?? []).map((u) => ({ value: u.id, label: u.name })),
              ]}
            />
            <Select
              aria-label={t('library.order')}
              style={{ width: 160 }}
              value={orderName}
              onChange={(o: OrderName) => setFilters((q) => ({ ...q, ...ORDERS[o], pageNo: 1 }))}
              options={(Object.keys(ORDERS) as OrderName[]).map((k) => ({
                value: k,
                label: t(`library.orders.${k}`),
              }))}
            />
            <Segmented
              aria-label={t('library.view')}
              value={view}
              onChange={(v) => setView(v as 'grid' | 'list')}
              options={[
                { value: 'grid', icon: <AppstoreOutlined />, title: t('library.views.grid') },
                { value: 'list', icon: <UnorderedListOutlined />, title: t('library.views.list') },
              ]}
            />
            <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} aria-label={t('material.refresh')} />
            <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
              <AddWebPageButton officeId={target.officeId} folderId={target.folderId} />
              {can(MATERIAL_UPLOAD) ? (
                <Upload
                  multiple
                  accept={ACCEPT}
                  showUploadList={false}
                  beforeUpload={(file) => {
                    uploads.add([file], target);
                    return false;
                  }}
                >
                  <Button type="primary" icon={<UploadOutlined />}>
                    {t('material.upload.button')}
                  </Button>
                </Upload>
              ) : (
                <GuardedButton authority={MATERIAL_UPLOAD} type="primary" icon={<UploadOutlined />}>
                  {t('material.upload.button')}
                </GuardedButton>
              )}
            </Flex>
          </Flex>
          <Flex wrap gap={8} align="center" data-testid="selection-bar">
            <Checkbox
              checked={allOnPage}
              indeterminate={!allOnPage && list.some((m) => selected.has(m.id))}
              onChange={(e) => selectPage(e.target.checked)}
              disabled={list.length === 0}
            >
              {t('library.selectPage')}
            </Checkbox>
            <Typography.Text type="secondary">{t('library.selected', { count: chosen.length })}</Typography.Text>
            {chosen.length > 0 && (
              <Button type="link" size="small" onClick={() => setSelected(new Map())}>
                {t('library.clearSelection')}
              </Button>
            )}
            <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
              <GuardedButton
                authority={MATERIAL_EDIT}
                icon={<CopyOutlined />}
                disabled={chosen.length === 0}
                onClick={() => toClipboard(false)}
              >
                {t('library.clipboard.copy')}
              </GuardedButton>
              <GuardedButton
                authority={MATERIAL_EDIT}
                icon={<ScissorOutlined />}
                disabled={chosen.length === 0}
                onClick={() => toClipboard(true)}
              >
                {t('library.clipboard.cut')}
              </GuardedButton>
              <GuardedButton
                authority={MATERIAL_EDIT}
                icon={<ExportOutlined />}
                disabled={chosen.length === 0}
                onClick={() => setMoving({ mode: 'move', items: chosen })}
              >
                {t('library.move.button')}
              </GuardedButton>
              <GuardedButton
                authority={MATERIAL_EDIT}
                icon={<SnippetsOutlined />}
                disabled={!clipboard || place.folderId === undefined}
                onClick={pasteClipboard}
              >
                {clipboard
                  ? t('library.clipboard.pasteCount', { count: clipboard.ids.length })
                  : t('library.clipboard.paste')}
              </GuardedButton>
              <GuardedButton
                authority={MATERIAL_DELETE}
                danger
                icon={<DeleteOutlined />}
                disabled={chosen.length === 0}
                onClick={() => confirmDelete(chosen)}
              >
                {t('material.deleteSelected', { count: chosen.length })}
              </GuardedButton>
            </Flex>
          </Flex>
          {can(MATERIAL_UPLOAD) && (
            <UploadPanel
              items={uploads.items}
              limitBytes={limit}
              onFiles={(files) => uploads.add(files, target)}
              onShow={(m) => setDetailsOf(m.id)}
              onCancel={uploads.cancel}
              onClear={uploads.clearEnded}
              onPause={uploads.pause}
              onResume={uploads.resume}
              onPauseAll={uploads.pauseAll}
              onResumeAll={uploads.resumeAll}
              onFileAgain={uploads.provideFile}
            />
          )}
          <Spin spinning={page.isFetching && !page.data}>
            {list.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  page.data
                    ? filtered
                      ? t('material.noneMatching')
                      : place.folderId && place.folderId !== TOP_FOLDER
                        ? t('library.emptyFolder')
                        : t('material.empty')
                    : ' '
                }
              />
            ) : view === 'grid' ? (
              <VirtualGrid
                data-testid="material-grid"
                items={list}
                minCellWidth={190}
                rowHeight={CARD_HEIGHT + 12}
                gap={12}
                height={VIEW_HEIGHT}
                keyOf={(m) => m.id}
                render={cardOf}
              />
            ) : (
              <MaterialTable
                items={list}
                height={VIEW_HEIGHT}
                selected={selected}
                onSelect={select}
                onPreview={setPreviewing}
                onDetails={(m) => setDetailsOf(m.id)}
                onDelete={(m) => confirmDelete([m])}
              />
            )}
          </Spin>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">{t('material.total', { count: page.data?.count ?? 0 })}</Typography.Text>
            <Pagination
              current={filters.pageNo}
              pageSize={filters.pageSize}
              total={page.data?.count ?? 0}
              showSizeChanger
              pageSizeOptions={PAGE_SIZES}
              onChange={(pageNo, pageSize) =>
                setFilters((q) => ({ ...q, pageNo: pageSize === q.pageSize ? pageNo : 1, pageSize }))
              }
            />
          </Flex>
        </Flex>
      </Flex>
      <PreviewModal material={previewing} onClose={() => setPreviewing(undefined)} />
      <DetailsDrawer id={detailsOf} onClose={() => setDetailsOf(undefined)} onPreview={setPreviewing} />
      <MoveModal
        names={moving?.items.map((m) => m.name)}
        mode={moving?.mode ?? 'move'}
        officeId={place.officeId}
        busy={paste.isPending}
        onCancel={() => setMoving(undefined)}
        onOk={(folderId) =>
          void pasteInto(
            { isCut: moving?.mode === 'move', type: 'material', ids: moving?.items.map((m) => m.id) ?? [] },
            folderId,
          ).then((ok) => {
            if (ok) {
              setMoving(undefined);
              setSelected(new Map());
            }
          })
        }
      />
    </Card>
  );
}
