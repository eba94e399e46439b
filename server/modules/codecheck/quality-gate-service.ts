import { GATE_LIMITS, type GateBody, gateMetricPattern, isCountMetric } from '../../../contract/codecheck-gate';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import { gateOf, presentGateResult } from './quality-gate';
import { taskRecord } from './task-input';
import { toolInfo } from './task-presenter';
import type { TaskService } from './task-service';

/** A task's quality gate: members read it and its verdicts; those who change the task's settings change it. */
export function qualityGateService(repos: CodecheckRepositories, deps: { tasks: Pick<TaskService, 'authorised'>; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { gates, builds, tasks } = repos;

  /** What zod cannot know: a condition's tool is one of the task's tools that measures its metric; counts are whole. */
  async function checkConditions(taskId: number, body: GateBody) {
    const toolNames = (await tasks.tools(taskId)).map((tool) => tool.tool_name);
    body.conditions.forEach((condition, index) => {
      const field = (name: string) => ({ [`conditions.${index}.${name}`]: name });
      if (condition.toolName && (!toolNames.includes(condition.toolName) || toolInfo(condition.toolName).pattern !== gateMetricPattern(condition.metric))) {
        throw errors.badRequest('gateToolMismatch', { tool: condition.toolName }, field('toolName'));
      }
      if (isCountMetric(condition.metric) && !Number.isInteger(condition.threshold)) throw errors.badRequest('gateWholeNumber', {}, field('threshold'));
      if (!isCountMetric(condition.metric) && condition.threshold > GATE_LIMITS.rate) throw errors.badRequest('maxValue', { count: GATE_LIMITS.rate }, field('threshold'));
    });
  }

  return {
    async gate(actor: Actor, taskId: number) {
      await deps.tasks.authorised(actor, taskId, 'view');
      return gateOf(gates, taskId);
    },

    async replace(actor: Actor, body: GateBody) {
      const { task } = await deps.tasks.authorised(actor, body.taskId, 'configure');
      await checkConditions(task.id, body);
      await repos.transaction(async (trx) => {
        await trx.gates.replace(task.id, body.enabled, body.conditions, now());
        await taskRecord(trx)(
          task,
          actor,
          'UPDATE',
          body.enabled && body.conditions.length ? { key: 'recordQualityGate', params: { count: body.conditions.length } } : { key: 'recordQualityGateOff', params: {} },
        );
      });
      return gateOf(gates, task.id);
    },

    /** The verdict on the task's latest scan, or on the scan named; null before the first scan. */
    async result(actor: Actor, taskId: number, buildNum?: number) {
      await deps.tasks.authorised(actor, taskId, 'view');
      const build = buildNum === undefined ? await builds.latest(taskId) : await builds.byNumber(taskId, buildNum);
      if (!build) {
        if (buildNum === undefined) return null;
        throw errors.notFound();
      }
      const [row] = await gates.resultsOf([build.id]);
      return { buildNum: build.build_number, flag: build.flag, gate: row ? presentGateResult(row) : null };
    },
  };
}

export type QualityGateService = ReturnType<typeof qualityGateService>;
