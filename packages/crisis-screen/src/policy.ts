import { readData } from './data.js';
import { hasDistress, isExact, matchesRuleStandingAlone, type RuleCategory } from './rules.js';

/**
 * What the person gets when the screen finds the subject in a text: the crisis reply; the crisis
 * lines with a text for someone grieving a suicide; or ordinary advice with a short note on how to
 * accompany someone in crisis (for a person who helped someone else and shows no distress of their own).
 */
export type Reply = 'crisis' | 'loss_survivor' | 'supporter';

interface PolicyFile {
  supportFrame: string;
  lossFrame: string;
  griefCue: string;
  ownRisk: string;
  sharedRisk: string;
}
const policy = readData<PolicyFile>('rules/policy.json');
const SUPPORT_FRAME = new RegExp(policy.supportFrame);
const LOSS_FRAME = new RegExp(policy.lossFrame);
const GRIEF_CUE = new RegExp(policy.griefCue);
const OWN_RISK = new RegExp(policy.ownRisk);
const SHARED_RISK = new RegExp(policy.sharedRisk);

/**
 * Whether a rule's match flags whatever the learned layer says: an exact rule (rules.ts, `isExact`),
 * a rule marked `standsAlone`, or any rule in a text that says the writer is where the other person
 * is ("yo también", "hacer lo mismo"). "Acompañé a mi amigo a urgencias porque quería matarse, y yo
 * también lo pienso a veces" is a crisis, however much of it reads as a helper's story. (All of
 * OWN_RISK would be too wide here: "no puedo más" or "quiero morir" in a joke would pass the veto
 * again.)
 */
export const matchStandsAlone = (category: RuleCategory, normalized: string): boolean =>
  isExact(category, normalized) || SHARED_RISK.test(normalized) || matchesRuleStandingAlone(normalized);

/**
 * The reply for a flagged, normalized text. Only a text that the learned layer does not read as
 * risk, with no first-person risk or distress (nor a phrase that stands alone, which is always the
 * writer's own), can be read as someone else's crisis: any doubt keeps the crisis reply.
 */
export function replyFor(normalized: string, learnedSaysRisk: boolean): Reply {
  if (learnedSaysRisk || OWN_RISK.test(normalized) || hasDistress(normalized) || SHARED_RISK.test(normalized) || matchesRuleStandingAlone(normalized))
    return 'crisis';
  if (LOSS_FRAME.test(normalized) && GRIEF_CUE.test(normalized)) return 'loss_survivor';
  if (SUPPORT_FRAME.test(normalized)) return 'supporter';
  return 'crisis';
}
