import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { InviteAccountRequestSchema, UpdateAccountRequestSchema, type Account } from '@dental/contracts';
import { AdminOnly, OwnersOnly } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { AccountsQueries } from '../accounts.queries';
import { ForAccount } from '../commands';

/** The team's accounts: owners only. */
@Controller('api/accounts')
export class AccountsController {
  constructor(
    private readonly queries: AccountsQueries,
    private readonly metadata: RequestMetadata,
    private readonly commands: HttpCommands,
  ) {}

  @Get()
  @AdminOnly()
  @OwnersOnly()
  list(): Promise<Account[]> {
    return this.queries.list();
  }

  /** 201 with the account, status 'invited'; the mail goes out from the AccountInvited domain event. */
  @Post('invitations')
  @OwnersOnly()
  async invite(@Body() body: unknown, @Req() request: ApiRequest): Promise<Account> {
    const { email, role } = parseBody(InviteAccountRequestSchema, body);
    const invited = new ForAccount({ type: 'InviteAccount', email, role }, this.metadata.of(request));
    return (await this.commands.execute(invited)).account;
  }

  /** `{ role }` or `{ status: "disabled" }`: never leaves the site without an active owner (409). */
  @Patch(':id')
  @HttpCode(200)
  @OwnersOnly()
  async update(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<Account> {
    const change = parseBody(UpdateAccountRequestSchema, body);
    const metadata = this.metadata.of(request);
    // The schema lets through exactly one of the two.
    const command = change.role
      ? new ForAccount({ type: 'ChangeRole', accountId: id, role: change.role }, metadata)
      : new ForAccount({ type: 'DisableAccount', accountId: id }, metadata);
    return (await this.commands.execute(command)).account;
  }
}
