// Surveys for signed-in buyers (server/modules/surveys).
import type { DetailAnswer } from '../../contract/detail'
import type { SurveyDetail, SurveyListResponse, SurveyResponseBody } from '../../contract/survey'
import type { CallControl } from './call-control'
import { api } from './instance'

export const getSurveys = (options?: CallControl) => api().get<SurveyListResponse>('surveys/surveys/', options)

export const getSurvey = (id: number, options?: CallControl) =>
  api().get<SurveyDetail>(`surveys/surveys/${id}/`, options)

export const answerSurvey = (body: SurveyResponseBody, options?: CallControl) =>
  api().post<DetailAnswer>('surveys/responses/', body, options)
