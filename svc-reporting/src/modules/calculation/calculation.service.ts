import { Injectable } from '@nestjs/common';
import { CalculationRepository } from './calculation.repository.js';
import type { CalculationEntity } from './calculation.entity.js';
import { CalculationNotFoundError } from './calculation.errors.js';

export interface Caller {
  id: number;
  companyId: number;
}

export interface SaveCalculationInput {
  name: string;
  description?: string;
  formData: Record<string, unknown>;
}

/** Saved load calculations are private to the user who saved them, within their company. */
@Injectable()
export class CalculationService {
  constructor(private readonly calculations: CalculationRepository) {}

  list(caller: Caller): Promise<CalculationEntity[]> {
    return this.calculations.listOfUser(caller.companyId, caller.id);
  }

  save(caller: Caller, input: SaveCalculationInput): Promise<CalculationEntity> {
    return this.calculations.insert(caller.companyId, {
      userId: caller.id,
      name: input.name,
      description: input.description ? input.description : null,
      formData: input.formData,
    });
  }

  async delete(caller: Caller, id: number): Promise<void> {
    if (!(await this.calculations.deleteOfUser(caller.companyId, caller.id, id))) throw new CalculationNotFoundError();
  }
}
