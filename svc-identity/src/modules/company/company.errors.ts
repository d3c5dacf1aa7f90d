import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';

export class CompanyNotFoundError extends NotFoundException {
  constructor() {
    super('Company not found');
  }
}

export class CompanyFullError extends ForbiddenException {
  constructor() {
    super('This company has reached its user limit. Ask an administrator for help.');
  }
}

export class CompanyAdminRequiredError extends ForbiddenException {
  constructor() {
    super('You need admin or owner permissions to access organization settings.');
  }
}

export class DomainTakenError extends ConflictException {
  constructor(domain: string) {
    super(`${domain} is already an authorized domain of another company.`);
  }
}

export class PublicDomainError extends BadRequestException {
  constructor(domain: string) {
    super(`${domain} is a public email domain and cannot be authorized.`);
  }
}
