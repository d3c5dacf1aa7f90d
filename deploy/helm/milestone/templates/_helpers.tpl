{{/* The services of libs/contracts/src/topology.json (the deploy check holds this list to it). */}}
{{- define "milestone.topology" -}}
identity: { project: svc-identity, port: 3001, portSetting: IDENTITY_PORT, urlSetting: IDENTITY_URL, database: milestone_identity }
tasks: { project: svc-tasks, port: 3002, portSetting: TASKS_PORT, urlSetting: TASKS_URL, database: milestone_tasks }
files: { project: svc-files, port: 3003, portSetting: FILES_PORT, urlSetting: FILES_URL, database: milestone_files }
reporting: { project: svc-reporting, port: 3004, portSetting: REPORTING_PORT, urlSetting: REPORTING_URL, database: milestone_reporting }
{{- end -}}

{{- define "milestone.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}{{ .Release.Name | trunc 40 | trimSuffix "-" }}{{- else -}}{{ printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" }}{{- end -}}
{{- end -}}

{{- define "milestone.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Selector labels of one component: (dict "root" $ "component" "svc-tasks") */}}
{{- define "milestone.selector" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "milestone.image" -}}
{{ printf "%s/%s:%s" .root.Values.image.repository .name .root.Values.image.tag }}
{{- end -}}

{{- define "milestone.secretName" -}}
{{- if .Values.secrets.existingSecret -}}{{ .Values.secrets.existingSecret }}{{- else -}}{{ include "milestone.fullname" . }}{{- end -}}
{{- end -}}

{{/* One env entry from the Secret: (dict "root" $ "name" "DATABASE_URL" "optional" false) */}}
{{- define "milestone.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ include "milestone.secretName" .root }}
      key: {{ .name }}
      optional: {{ .optional | default false }}
{{- end -}}

{{/* What every service and worker reads (docs/configuration.md): the ConfigMap, then the shared secrets. */}}
{{- define "milestone.serviceEnv" -}}
{{ include "milestone.secretEnv" (dict "root" . "name" "DATABASE_URL") }}
{{ include "milestone.secretEnv" (dict "root" . "name" "SERVICE_TOKEN_SECRET") }}
{{- end -}}

{{- define "milestone.extraEnv" -}}
{{- range $name, $value := . }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}

{{/* The container security every process gets: not root, nothing to escalate, no capability. */}}
{{- define "milestone.containerSecurity" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
allowPrivilegeEscalation: false
capabilities:
  drop: [ALL]
{{- end -}}

{{/* A PodDisruptionBudget: (dict "root" $ "component" "svc-tasks" "pdb" .pdb) */}}
{{- define "milestone.pdb" -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "milestone.fullname" .root }}-{{ .component }}
  labels:
    {{- include "milestone.labels" .root | nindent 4 }}
spec:
  minAvailable: {{ .pdb.minAvailable }}
  selector:
    matchLabels:
      {{- include "milestone.selector" . | nindent 6 }}
{{- end -}}

{{/* svc-tasks' model settings, for its API and its workers alike. */}}
{{- define "milestone.taskSettings" -}}
{{- with .Values.ai.baseUrl }}
- name: AI_BASE_URL
  value: {{ . | quote }}
{{- end }}
- name: AI_MODEL
  value: {{ .Values.ai.model | quote }}
{{ include "milestone.secretEnv" (dict "root" . "name" "AI_API_KEY" "optional" true) }}
{{- end -}}
