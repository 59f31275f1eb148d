export { getPublicMenu } from "./queries";
export { formatPrice } from "./price";
