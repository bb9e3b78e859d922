import {
  playPlanPublishApi as planApi,
  publishApi as api,
  publishMessageApi as messageApi,
  publishReviewApi as reviewApi,
  terminalSetApi,
  timelineApi,
} from '@apm/contract';
import { metaOf } from '../../platform/http/meta.js';
import { route } from '../../platform/http/route.js';
import type { ProgramService } from '../program/service.js';
import type { TerminalGroupService } from '../terminal/groups.js';
import type { PublishService } from './service.js';

export function publishRoutes(publishing: PublishService, programs: ProgramService, groups: TerminalGroupService) {
  return [
    route(api.terminalSelect, async (req) => ({ data: await publishing.terminals(req.principal, req.input) })),
    route(api.officeTreeMap, async (req) => ({
      jsonObject: await publishing.officeTree(req.principal, req.input.parentId),
    })),
    route(api.groupTreeMap, async (req) => ({ data: await groups.list(req.principal, req.input) })),
    route(api.pageOfficeTreeMap, async (req) => ({ data: await publishing.officePage(req.principal, req.input) })),
    route(api.checkTerminals, async (req) => ({ jsonObject: await publishing.checkProgram(req.principal, req.input) })),
    route(api.saveTerminals, async (req) => ({
      jsonObject: await publishing.publish(req.principal, metaOf(req), req.input),
    })),
    route(api.list, async (req) => ({ data: await publishing.list(req.principal, req.input) })),
    route(api.getPublishProgramDetails, async (req) => {
      const { record, page } = await publishing.details(req.principal, req.input);
      return { jsonObject: record, data: page };
    }),
    route(api.publishTerminalSaveCount, async (req) => ({
      jsonObject: await publishing.counts(req.principal, req.input.id),
    })),
    route(api.reuploadProgramByPublishName, async (req) => ({
      jsonObject: await publishing.resend(req.principal, metaOf(req), req.input.id),
    })),
    route(api.stop, async (req) => {
      await publishing.stop(req.principal, metaOf(req), req.input.id, ['program', 'plan', 'playNow']);
    }),
    route(api.delete, async (req) => {
      await publishing.remove(req.principal, metaOf(req), req.input.id);
    }),
    route(timelineApi.getCurTerminalProgram, async (req) => ({
      jsonObject: await publishing.nowAndNext(req.principal, req.input.terminalId),
    })),
    route(timelineApi.timeline, async (req) => ({ jsonObject: await publishing.timeline(req.principal, req.input) })),
    route(timelineApi.timelines, (req) => publishing.timelines(req.principal, req.input)),
    // Plans are chosen terminals for and sent the same way, under their own permission.
    route(planApi.terminalSelect, async (req) => ({ data: await publishing.terminals(req.principal, req.input) })),
    route(planApi.groupTreeMap, async (req) => ({ data: await groups.list(req.principal, req.input) })),
    route(planApi.officeTreeMap, async (req) => ({
      jsonObject: await publishing.officeTree(req.principal, req.input.parentId),
    })),
    route(planApi.searchOffice, async (req) => ({ data: await publishing.officePage(req.principal, req.input) })),
    route(planApi.checkTerminals, async (req) => ({
      jsonObject: await publishing.checkPlan(req.principal, req.input),
    })),
    route(planApi.saveTerminals, async (req) => ({
      jsonObject: await publishing.publishPlan(req.principal, metaOf(req), req.input),
    })),
    // Messages likewise; their records are the message module's.
    route(messageApi.terminalSelect, async (req) => ({ data: await publishing.terminals(req.principal, req.input) })),
    route(messageApi.groupTreeMap, async (req) => ({ data: await groups.list(req.principal, req.input) })),
    route(messageApi.groupsterminals, async (req) => ({
      jsonObject: await publishing.officeTree(req.principal, req.input.parentId),
    })),
    route(messageApi.savePublish, async (req) => ({
      jsonObject: await publishing.publishMessage(req.principal, metaOf(req), req.input),
    })),
    route(messageApi.findSendMessages, async (req) => {
      const { publication, page } = await publishing.messageDeliveries(req.principal, req.input);
      return { jsonObject: publication, data: page };
    }),
    route(messageApi.publishTerminalSaveCount, async (req) => ({
      jsonObject: await publishing.messageCounts(req.principal, req.input.publishId),
    })),
    route(messageApi.reuploadMessage, async (req) => ({
      jsonObject: await publishing.resendMessage(req.principal, metaOf(req), req.input.publishId),
    })),
    route(messageApi.stop, async (req) => {
      await publishing.stop(req.principal, metaOf(req), req.input.publishId, ['message']);
    }),
    // What a terminal holds, and acting on it from terminal management.
    route(terminalSetApi.getRltPrograms, async (req) => ({
      jsonObject: await publishing.terminalPrograms(req.principal, req.input.terminalId),
    })),
    route(terminalSetApi.getCurTerminalMessage, async (req) => ({
      jsonObject: await publishing.terminalMessages(req.principal, req.input.terminalId),
    })),
    route(terminalSetApi.onlyProgramList, async (req) => {
      const page = await programs.list(req.principal, req.input);
      return {
        data: {
          ...page,
          list: page.list.map(({ id, name, width, height, version }) => ({ id, name, width, height, version })),
        },
      };
    }),
    route(terminalSetApi.doProgramPlayNow, async (req) => ({
      jsonObject: await publishing.publishPlayNow(req.principal, metaOf(req), req.input),
    })),
    route(terminalSetApi.doProgramPlaySet, async (req) => ({
      jsonObject: await publishing.playNowOf(req.principal, req.input.terminalId),
    })),
    route(terminalSetApi.deleteTerminalMessage, async (req) => {
      await publishing.removeTerminalMessage(req.principal, metaOf(req), req.input.terminalId, req.input.publishId);
    }),
    route(terminalSetApi.doMessagePlayNow, async (req) => ({
      jsonObject: await publishing.publishMessage(
        req.principal,
        metaOf(req),
        { id: req.input.messageId, terminalIds: req.input.terminalIds },
        true,
      ),
    })),
    route(terminalSetApi.refreshTerminalPrograms, async (req) => ({
      jsonObject: await publishing.refreshTerminals(req.principal, metaOf(req), req.input.terminalIds),
    })),
    route(terminalSetApi.doClearProgram, async (req) => ({
      jsonObject: await publishing.refreshTerminals(req.principal, metaOf(req), req.input.terminalIds, true),
    })),
    // Review of publishing (the `audit` setting), one workflow for the three kinds.
    route(reviewApi.programChecklist, async (req) => ({
      data: await publishing.reviewList(req.principal, 'program', req.input),
    })),
    route(reviewApi.programSubmitResult, async (req) => ({
      jsonObject: await publishing.decide(req.principal, metaOf(req), 'program', req.input),
    })),
    route(reviewApi.planChecklist, async (req) => ({
      data: await publishing.reviewList(req.principal, 'plan', req.input),
    })),
    route(reviewApi.planSubmitResult, async (req) => ({
      jsonObject: await publishing.decide(req.principal, metaOf(req), 'plan', req.input),
    })),
    route(reviewApi.messageChecklist, async (req) => ({
      data: await publishing.reviewList(req.principal, 'message', req.input),
    })),
    route(reviewApi.messageSubmitResult, async (req) => ({
      jsonObject: await publishing.decide(req.principal, metaOf(req), 'message', req.input),
    })),
    route(reviewApi.messageSubmitNote, async (req) => {
      await publishing.submitNote(req.principal, metaOf(req), req.input);
    }),
  ];
}
