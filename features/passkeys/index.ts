export { listOwnPasskeys, type OwnPasskey, type PasskeyCheck } from "./changes";
export { passkeyStepApplies, stepDestination } from "./step";
