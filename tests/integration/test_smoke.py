from fastapi.testclient import TestClient


def test_search_finds_the_capital(client: TestClient) -> None:
    body = client.get("/v1/nisaba/search", params={"q": "capital of Mongolia"}).json()
    assert body["results"][0]["title"] == "Mongolia"
    assert "Ulaanbaatar" in body["results"][0]["snippet"]
