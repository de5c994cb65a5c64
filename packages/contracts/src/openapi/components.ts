// Names for the contract schemas in the document: wherever a route uses one of these exact schema objects,
// the document says `$ref: #/components/schemas/<name>`. The schemas themselves are the ones the services
// parse with; only the few answers below that have no contract schema yet are composed here.
import { z } from 'zod';
import * as c from '../index';

/** GET /api/admin/health (spec §7 probe). */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });
/** POST /api/admin/clients. */
export const clientCreatedSchema = z.object({ message: z.string(), client: c.clientSchema });
/** POST /api/admin/requests/{id}/assign: one task per member. */
export const assignedTasksSchema = c.assignedTasksSchema;
/** PUT /api/admin/profile: the admin service flattens auth's answer. */
export const adminProfileUpdatedSchema = c.adminProfileSavedSchema;

export const componentSchemas = {
  ErrorBody: c.errorBodySchema,
  Message: c.messageResponseSchema,
  Account: c.accountSchema,
  LoginResponse: c.loginResponseSchema,
  TwoFactorChallenge: c.twoFactorChallengeResponseSchema,
  SignupResponse: c.signupResponseSchema,
  ChangePasswordResponse: c.changePasswordResponseSchema,
  UserProfile: c.userProfileSchema,
  UpdateProfileResponse: c.updateProfileResponseSchema,
  PasswordChanged: c.passwordChangedResponseSchema,
  AdminProfile: c.adminProfileSchema,
  AdminProfileUpdated: adminProfileUpdatedSchema,
  SecuritySettings: c.securitySettingsSchema,
  UpdateSessionTimeoutResponse: c.updateSessionTimeoutResponseSchema,
  TwoFactorSetup: c.twoFactorSetupResponseSchema,
  ConfirmTwoFactorResponse: c.confirmTwoFactorResponseSchema,
  DisableTwoFactorResponse: c.disableTwoFactorResponseSchema,
  Domain: c.domainSchema,
  MemberCard: c.memberCardSchema,
  MemberProfile: c.memberProfileSchema,
  AdminMember: c.adminMemberSchema,
  MemberList: c.memberListResponseSchema,
  ServiceRequest: c.serviceRequestSchema,
  RequestList: c.requestListResponseSchema,
  AssignedTasks: assignedTasksSchema,
  ServiceList: c.serviceListResponseSchema,
  Task: c.taskSchema,
  CurrentTask: c.currentTaskResponseSchema,
  TaskHistory: c.taskHistoryResponseSchema,
  TaskStats: c.taskStatsSchema,
  Client: c.clientSchema,
  ClientList: c.clientListResponseSchema,
  ClientCreated: clientCreatedSchema,
  Project: c.projectSchema,
  ProjectList: c.projectListResponseSchema,
  Inbox: c.inboxResponseSchema,
  PublicStats: c.publicStatsSchema,
  DashboardStats: c.dashboardStatsSchema,
  Activity: c.activityResponseSchema,
  Health: healthAnswerSchema,
};
