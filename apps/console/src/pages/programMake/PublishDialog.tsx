import {
  MATERIALS_NOT_APPROVED,
  publishApi,
  type NotApprovedMaterials,
  type ProgramItem,
  type PublishOfficeNode,
  type PublishTerminal,
} from '@apm/contract';
import { Alert, Badge, Button, Col, Flex, Input, Modal, Row, Table, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiError } from '../../api/ApiError';
import { call } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useCall, useChange, useList } from '../../api/hooks';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';

interface Props {
  program: ProgramItem;
  onClose: () => void;
}

type OfficeTreeNode = TreeDataNode & { office: PublishOfficeNode };

const nodeOf = (o: PublishOfficeNode, label: (o: PublishOfficeNode) => string): OfficeTreeNode => ({
  key: o.id,
  title: label(o),
  isLeaf: !o.hasChildren,
  office: o,
});

/** Puts `children` under the node `key` of a tree. */
function withChildren(nodes: OfficeTreeNode[], key: string, children: OfficeTreeNode[]): OfficeTreeNode[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children
        ? { ...n, children: withChildren(n.children as OfficeTreeNode[], key, children) }
        : n,
  );
}

/**
 * Publishes a program: the terminals of the range to choose from, office by office (the tree
 * shows how many each office's subtree holds and how many are online), searched by name; the
 * chosen ones are kept across pages and offices.
 */
export function PublishDialog({ program, onClose }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { message } = useFeedback();
  // Materials of the program not approved yet (review): the refusal stays in the dialog, naming them.
  const [notApproved, setNotApproved] = useState<NotApprovedMaterials['materials']>([]);
  const [officeId, setOfficeId] = useState<string | undefined>();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 10, name: '' });
  const [chosen, setChosen] = useState<Map<string, PublishTerminal>>(new Map());
  const [tree, setTree] = useState<OfficeTreeNode[] | null>(null);
  const label = (o: PublishOfficeNode) =>
    t('publish.dialog.office', { name: o.name, online: o.online, total: o.terminals });

  const roots = useCall(publishApi.officeTreeMap, {});
  const shown = useMemo(
    () => tree ?? (roots.data?.jsonObject ?? []).map((o) => nodeOf(o, label)),
    // The label depends on the language only through t, which changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tree, roots.data, t],
  );
  const terminals = useList(publishApi.terminalSelect, { ...query, officeId });
  const publish = useChange(publishApi.saveTerminals, { quiet: true });

  const load = async (node: OfficeTreeNode) => {
    if (node.children) return;
    const children = (await call(publishApi.officeTreeMap, { parentId: String(node.key) })).jsonObject;
    setTree(
      withChildren(
        shown,
        String(node.key),
        children.map((o) => nodeOf(o, label)),
      ),
    );
  };

  const pageIds = (terminals.data?.list ?? []).map((x) => x.id);
  const onSelect = (keys: React.Key[]) => {
    const next = new Map(chosen);
    for (const x of terminals.data?.list ?? []) {
      if (keys.includes(x.id)) next.set(x.id, x);
      else next.delete(x.id);
    }
    setChosen(next);
  };

  const submit = () => {
    setNotApproved([]);
    publish.mutate(
      { programId: program.id, terminalIds: [...chosen.keys()].join(',') },
      {
        onSuccess: ({ jsonObject }) => {
          onClose();
          void message.success({
            content: (
              <span>
                {t('publish.dialog.done', { name: program.name, count: jsonObject.terminals })}{' '}
                <a onClick={() => void navigate(`/publishProgram/list?id=${jsonObject.id}`)}>
                  {t('publish.dialog.follow')}
                </a>
              </span>
            ),
            duration: 8,
          });
        },
        onError: (err) => {
          // Materials not approved yet (review): named, as the reviewer has to decide them first.
          if (err instanceof ApiError && err.fields.some((f) => f.message === MATERIALS_NOT_APPROVED)) {
            setNotApproved((err.jsonObject as NotApprovedMaterials).materials);
            return;
          }
          void message.error(
            err instanceof ApiError && err.fields.length > 0
              ? t('publish.dialog.invalidProgram')
              : errorText(err, translate),
          );
        },
      },
    );
  };

  return (
    <Modal
      open
      width={980}
      title={t('publish.dialog.title', { name: program.name })}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('publish.dialog.chosen', { count: chosen.size })}</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('publish.dialog.cancel')}</Button>
            <Button type="primary" disabled={chosen.size === 0} loading={publish.isPending} onClick={submit}>
              {t('publish.dialog.ok', { count: chosen.size })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('publish.dialog.intro', { version: program.version, width: program.width, height: program.height })}
      </Typography.Paragraph>
      {notApproved.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('materialReview.publishRefused')}
          description={
            <ul data-testid="not-approved" style={{ paddingInlineStart: 20, margin: 0 }}>
              {notApproved.map((m) => (
                <li key={m.id}>
                  {m.name} ({t(`materialReview.publishRefusedState.${m.reviewState}`)})
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Row gutter={16}>
        <Col span={8}>
          <Typography.Text strong>{t('publish.dialog.offices')}</Typography.Text>
          <div style={{ maxHeight: 420, overflow: 'auto', marginTop: 8 }}>
            <Tree<OfficeTreeNode>
              treeData={shown}
              loadData={load}
              selectedKeys={officeId ? [officeId] : []}
              onSelect={(keys) => {
                setOfficeId(keys[0] === undefined ? undefined : String(keys[0]));
                setQuery((q) => ({ ...q, pageNo: 1 }));
              }}
            />
          </div>
        </Col>
        <Col span={16}>
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Input.Search
              allowClear
              placeholder={t('publish.dialog.search')}
              onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
            />
            {chosen.size > 0 && <Button onClick={() => setChosen(new Map())}>{t('publish.dialog.clear')}</Button>}
          </Flex>
          <Table<PublishTerminal>
            size="small"
            rowKey="id"
            loading={terminals.isFetching}
            dataSource={terminals.data?.list ?? []}
            rowSelection={{
              selectedRowKeys: pageIds.filter((id) => chosen.has(id)),
              onChange: onSelect,
            }}
            columns={[
              { key: 'name', title: t('publish.terminal'), dataIndex: 'name' },
              { key: 'office', title: t('publish.office'), dataIndex: 'officeName' },
              {
                key: 'online',
                title: t('publish.online'),
                width: 110,
                render: (_, x) =>
                  x.online ? (
                    <Badge status="success" text={t('publish.states.online')} />
                  ) : (
                    <Badge status="default" text={t('publish.states.offline')} />
                  ),
              },
            ]}
            {...serverPaging(query, terminals.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
              showTotal: (total) => t('publish.dialog.total', { count: total }),
              empty: t('publish.dialog.empty'),
              size: 'small',
            })}
          />
        </Col>
      </Row>
    </Modal>
  );
}
