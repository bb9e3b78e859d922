import type { OfficeHit, OfficeNode } from '@apm/contract';
import { Card, Col, Empty, Input, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { ROOT } from '../../components/officeTree/api';
import { findOffice } from '../../components/officeTree/loadedTree';
import { OfficeTree } from '../../components/officeTree/OfficeTree';
import { useOfficeTree } from '../../components/officeTree/useOfficeTree';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { MoveOfficeModal } from './MoveOfficeModal';
import { OfficeDetails } from './OfficeDetails';
import { OfficeFormModal, type OfficeFormTarget } from './OfficeFormModal';
import { OfficeSearchResults } from './OfficeSearchResults';
import { deleteRefusal, heldKinds, holdingKey } from './refusal';
import { ancestorsOf, isFixed, listsToRefresh } from './treeRules';
import { useOfficeRefresh } from './useOfficeRefresh';
import { useDeleteOffice } from './useOfficeActions';

/** /sys/office: the institution tree of the user's range; offices are added, edited, moved and deleted here. */
export function OfficeManagePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message, modal } = useFeedback();
  const view = useOfficeTree();
  const { refresh, forget } = useOfficeRefresh();
  const remove = useDeleteOffice();
  const [chosen, setChosen] = useState<OfficeNode | OfficeHit>();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<OfficeFormTarget>();
  const [moving, setMoving] = useState<OfficeNode>();

  // The root of the range is chosen until the user chooses another office.
  const root = view.roots[0];
  useEffect(() => {
    if (root && !chosen) setChosen(root);
  }, [root, chosen]);

  // The tree's copy is the freshest (lists are asked again after every change).
  const office = chosen && (findOffice(view.roots, view.loaded, chosen.id) ?? chosen);
  const rootIds = view.roots.map((r) => r.id);
  // A search hit knows its path; an office of the tree has it from the lists loaded above it.
  const hitPath = chosen && 'pathNames' in chosen ? (chosen as OfficeHit).pathNames : undefined;
  const path = office && (hitPath ?? ancestorsOf(view.roots, view.loaded, office)?.map((o) => o.name));

  const listsAround = (parentIds: (string | null | undefined)[]) =>
    listsToRefresh(view.roots, view.loaded, parentIds, ROOT);

  const onSaved = (saved: OfficeNode, target: OfficeFormTarget) => {
    setForm(undefined);
    setChosen(saved);
    void message.success(
      target.mode === 'create'
        ? t('office.addedMessage', { name: saved.name })
        : t('office.savedMessage', { name: saved.name }),
    );
    void refresh(listsAround([saved.parentId]));
    // Show the new office where it now is.
    if (target.mode === 'create') view.expand(target.parent.id).catch(() => undefined);
  };

  const onMoved = (moved: OfficeNode, fromParentId: string | null) => {
    setMoving(undefined);
    setChosen(moved);
    void message.success(t('office.movedMessage', { name: moved.name }));
    void refresh(listsAround([fromParentId, moved.parentId]));
    if (moved.parentId) view.expand(moved.parentId).catch(() => undefined);
  };

  const confirmDelete = (target: OfficeNode) =>
    modal.confirm({
      title: t('office.deleteTitle', { name: target.name }),
      content: t('office.deleteConfirm'),
      okText: t('office.delete'),
      okButtonProps: { danger: true },
      cancelText: t('office.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(target.id);
        } catch (err) {
          const holds = deleteRefusal(err);
          if (holds) {
            modal.warning({
              title: t('office.deleteRefusedTitle', { name: target.name }),
              content: (
                <>
                  <Typography.Paragraph>{t('office.deleteRefused')}</Typography.Paragraph>
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {heldKinds(holds).map(({ kind, count }) => (
                      <li key={kind}>{t(holdingKey(kind), { count })}</li>
                    ))}
                  </ul>
                </>
              ),
              okText: t('office.understood'),
            });
          } else {
            void message.error(errorText(err, translate));
          }
          return;
        }
        void message.success(t('office.deletedMessage', { name: target.name }));
        view.close(target.id);
        forget(target.id);
        setChosen(target.parentId ? findOffice(view.roots, view.loaded, target.parentId) : undefined);
        void refresh(listsAround([target.parentId]));
      },
    });

  return (
    <Row gutter={[16, 16]} align="stretch">
      <Col xs={24} lg={9} xxl={7}>
        <Card title={t('menu.officeManage')} style={{ height: '100%' }}>
          <Input.Search
            aria-label={t('office.search')}
            placeholder={t('office.searchPlaceholder')}
            allowClear
            enterButton
            maxLength={100}
            onSearch={(value) => setSearch(value.trim())}
            style={{ marginBottom: 12 }}
          />
          {search ? (
            <OfficeSearchResults name={search} selectedId={office?.id} onSelect={setChosen} />
          ) : (
            <div style={{ maxHeight: 'calc(100vh - 300px)', minHeight: 240, overflow: 'auto' }}>
              <OfficeTree view={view} selectedId={office?.id} onSelect={setChosen} label={t('office.tree')} />
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={15} xxl={17}>
        {office ? (
          <OfficeDetails
            office={office}
            path={path}
            fixed={isFixed(office, rootIds)}
            deleting={remove.isPending}
            onCreate={() => setForm({ mode: 'create', parent: office })}
            onEdit={() => setForm({ mode: 'edit', office })}
            onMove={() => setMoving(office)}
            onDelete={() => confirmDelete(office)}
          />
        ) : (
          <Card style={{ height: '100%' }}>
            <Empty description={t('office.chooseOne')} />
          </Card>
        )}
      </Col>
      <OfficeFormModal target={form} onClose={() => setForm(undefined)} onSaved={onSaved} />
      <MoveOfficeModal office={moving} onClose={() => setMoving(undefined)} onMoved={onMoved} />
    </Row>
  );
}
