/** The plan's page. */
export const MY_PLAN_PATH = '/my-plan';
