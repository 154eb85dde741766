"""The game format described from the model itself: its records, keys, types and the words of their comments.

`fields` walks the model from `Game`; `json_schema` and `reference` write it out as a JSON Schema and as
docs/reference.md. Nothing here is a second description of the format: every word comes from printkit/model.
Not on any calculator's import path.
"""
