export { DeferredPopupHost } from "./components/deferred-popup-host";
export { getActivePopups } from "./queries";
